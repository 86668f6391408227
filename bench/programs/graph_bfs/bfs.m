function [dist, parent] = bfs(adj, src)
% BFS  Breadth-first distances and parents from src; unreachable nodes get Inf and 0.
n = numel(adj);
dist = inf(1, n);
parent = zeros(1, n);
queue = zeros(1, n);
head = 1;
tail = 1;
queue(tail) = src;
dist(src) = 0;
while head <= tail
    u = queue(head);
    head = head + 1;
    for v = adj{u}
        if isinf(dist(v))
            dist(v) = dist(u) + 1;
            parent(v) = u;
            tail = tail + 1;
            queue(tail) = v;
        end
    end
end
end
