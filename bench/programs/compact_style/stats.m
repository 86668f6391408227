function s = stats(x)
% STATS  A few statistics in a struct, computed in terse one-line style.
s = struct('n', numel(x)); s.total = sum(x); s.mean = s.total / s.n;
d = x - s.mean; s.var = sum(d.^2) / (s.n - 1), s.range = [min(x) max(x)];
end
