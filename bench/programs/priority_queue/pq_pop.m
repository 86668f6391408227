function [q, key, item] = pq_pop(q)
% PQ_POP  Removes the entry with the smallest key.
if q.n == 0
    error('pq:empty', 'queue is empty');
end
key = q.keys(1);
item = q.items{1};
q.keys(1) = q.keys(q.n);
q.items{1} = q.items{q.n};
q.items{q.n} = [];
q.n = q.n - 1;
i = 1;
while true
    l = 2 * i;
    r = l + 1;
    m = i;
    if l <= q.n && q.keys(l) < q.keys(m)
        m = l;
    end
    if r <= q.n && q.keys(r) < q.keys(m)
        m = r;
    end
    if m == i
        break;
    end
    q.keys([m i]) = q.keys([i m]);
    q.items([m i]) = q.items([i m]);
    i = m;
end
end
