function p = normal_fit(x, y, deg)
% NORMAL_FIT  The same fit through the normal equations (V'V) p = V'y.
V = zeros(numel(x), deg + 1);
for k = 0:deg
    V(:, deg + 1 - k) = x(:) .^ k;
end
p = ((V' * V) \ (V' * y(:)))';
end
