function drv_mandelbrot()
% Scalar and vectorized escape times must agree; prints an ASCII picture.
xs = linspace(-2, 0.5, 36);
ys = linspace(-1.1, 1.1, 14);
maxit = 30;
N = mandel_grid(xs, ys, maxit);
M = zeros(size(N));
for i = 1:numel(ys)
    for j = 1:numel(xs)
        M(i, j) = escape_time(complex(xs(j), ys(i)), maxit);
    end
end
fprintf('agree %d, inside %d\n', isequal(N, M), nnz(N == maxit));
chars = ' .:-=+*#';
for i = 1:numel(ys)
    row = chars(1 + floor((N(i, :) - 1) / maxit * (numel(chars) - 1)));
    disp(row);
end
z = (1 + 2i) * conj(3 - 1i);
fprintf('z = %g%+gi, |z| = %.4f, angle %.4f\n', real(z), imag(z), abs(z), angle(z));
end
