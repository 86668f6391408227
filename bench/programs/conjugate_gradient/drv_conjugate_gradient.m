function drv_conjugate_gradient()
% CG on a 2-D Laplacian and on a small SPD matrix with a warm start.
A = laplacian_2d(8);
n = size(A, 1);
b = sin((1:n)' / 3);
[x, it, res] = cg_solve(A, b);
fprintf('n=%d iters=%d final rel res %.2e, vs backslash %.2e\n', n, it, res(end) / norm(b), norm(x - A \ b));
fprintf('residuals decreasing overall: %d\n', res(end) < res(1));
B = [4 1 0; 1 3 1; 0 1 2];
c = [1; 2; 3];
[y, it2] = cg_solve(B, c, 1e-12, 100, [0.2; 0.5; 1.2]);
fprintf('3x3: iters %d, x = %s\n', it2, mat2str(round(y' * 1e8) / 1e8));
[~, it3] = cg_solve(A, b, 1e-2, 3);
fprintf('capped at %d\n', it3);
end
