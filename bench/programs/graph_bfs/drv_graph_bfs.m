function drv_graph_bfs()
% BFS on a small undirected graph with two components and a directed one.
edges = [1 2; 1 3; 2 4; 3 4; 4 5; 5 6; 7 8; 6 9; 9 10; 2 10];
adj = build_adjacency(10, edges);
degrees = cellfun(@numel, adj);
fprintf('degrees: %s\n', mat2str(degrees));
[dist, parent] = bfs(adj, 1);
fprintf('dist: %s\n', mat2str(dist));
for t = [6 10 8]
    if isinf(dist(t))
        fprintf('%d unreachable\n', t);
    else
        fprintf('path to %d: %s\n', t, mat2str(path_to(parent, t)));
    end
end
dadj = build_adjacency(4, [1 2; 2 3; 3 1; 4 1], true);
d2 = bfs(dadj, 1);
fprintf('directed: %s\n', mat2str(d2));
nonempty = adj(~cellfun('isempty', adj));
fprintf('%d non-empty lists, all neighbours: %s\n', numel(nonempty), mat2str(unique([adj{:}])));
end
