function adj = build_adjacency(n, edges, directed)
% BUILD_ADJACENCY  Cell array of neighbour lists from an m-by-2 edge list.
if nargin < 3
    directed = false;
end
adj = cell(1, n);
for k = 1:n
    adj{k} = zeros(1, 0);
end
for e = 1:size(edges, 1)
    a = edges(e, 1);
    b = edges(e, 2);
    adj{a}(end+1) = b;
    if ~directed
        adj{b}(end+1) = a;
    end
end
adj = cellfun(@sort, adj, 'UniformOutput', false);
end
