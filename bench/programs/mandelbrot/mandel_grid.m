function N = mandel_grid(xs, ys, maxit)
% MANDEL_GRID  Escape times on a grid, vectorized over the whole complex plane at once.
[X, Y] = meshgrid(xs, ys);
C = X + 1i * Y;
Z = zeros(size(C));
N = zeros(size(C));
alive = true(size(C));
for it = 1:maxit
    Z(alive) = Z(alive).^2 + C(alive);
    escaped = alive & abs(Z) > 2;
    N(escaped) = it;
    alive = alive & ~escaped;
end
N(alive) = maxit;
end
