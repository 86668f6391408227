function drv_lu_solve()
% Factorizes a fixed 6x6 matrix, solves against several right-hand sides.
n = 6;
A = zeros(n);
for i = 1:n
    for j = 1:n
        A(i, j) = 1 / (i + j - 1) + (i == j) * 0.5 + mod(i * j, 3);
    end
end
[L, U, p] = lu_pivot(A);
fprintf('factor residual %.2e\n', norm(A(p, :) - L * U));
B = [ones(n, 1), (1:n)', cos((1:n)')];
for col = 1:size(B, 2)
    b = B(:, col);
    x = lu_apply(L, U, p, b);
    ref = A \ b;
    fprintf('rhs %d: err=%.2e res=%.2e\n', col, norm(x - ref), norm(A * x - b));
end
X = A' \ B;
fprintf('transposed solve norm %.6f\n', norm(X, 'fro'));
end
