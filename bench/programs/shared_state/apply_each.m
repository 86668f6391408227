function apply_each(f, xs)
% Calls f on each element of xs.
for k = 1:numel(xs)
    f(xs(k));
end
end
