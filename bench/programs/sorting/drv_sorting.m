function drv_sorting()
% Sorts a fixed pseudo-random vector three ways and searches it.
n = 200;
v = zeros(1, n);
seed = 7;
for k = 1:n
    seed = mod(seed * 1103515245 + 12345, 2^31);
    v(k) = mod(seed, 1000);
end
q = quicksort(v);
m = merge_sort(v);
s = sort(v);
fprintf('agree: %d %d\n', isequal(q, s), isequal(m, s));
hits = 0;
for x = [0 17 500 999 q(10) q(end)]
    [found, idx] = binary_search(q, x);
    if found
        hits = hits + 1;
    end
    fprintf('search %d: found=%d idx=%d\n', x, found, idx);
end
fprintf('hits=%d min=%d max=%d\n', hits, q(1), q(end));
end
