function q = pq_push(q, key, item)
% PQ_PUSH  Inserts an entry and sifts it up; doubles the storage when full.
if q.n == numel(q.keys)
    q.keys = [q.keys, zeros(1, numel(q.keys))];
    q.items = [q.items, cell(1, numel(q.items))];
end
q.n = q.n + 1;
i = q.n;
q.keys(i) = key;
q.items{i} = item;
while i > 1
    parent = floor(i / 2);
    if q.keys(parent) <= q.keys(i)
        break;
    end
    q.keys([parent i]) = q.keys([i parent]);
    q.items([parent i]) = q.items([i parent]);
    i = parent;
end
end
