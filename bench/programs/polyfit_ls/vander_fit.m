function [p, resid] = vander_fit(x, y, deg)
% VANDER_FIT  Least-squares polynomial coefficients (highest power first) via backslash.
x = x(:);
y = y(:);
V = ones(numel(x), deg + 1);
for k = deg:-1:1
    V(:, k) = V(:, k + 1) .* x;
end
p = (V \ y).';
resid = norm(V * p.' - y);
end
