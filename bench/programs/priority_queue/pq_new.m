function q = pq_new(capacity)
% PQ_NEW  An empty binary min-heap of (key, payload) with room for capacity entries.
if nargin < 1
    capacity = 16;
end
q.keys = zeros(1, capacity);
q.items = cell(1, capacity);
q.n = 0;
end
