% parfor loops, with and without a worker limit.
parfor i = 1:n
    y(i) = f(i);
end
parfor (i = 1:n, M)
    y(i) = g(i);
end
parfor (k = 1:numel(x), opts)
    z(k) = x(k)^2;
end
parfor (j = 1:10)
    w(j) = j;
end
spmd
    r = labindex;
end
spmd (4)
    q = numlabs;
end
