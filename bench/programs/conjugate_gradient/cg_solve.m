function [x, iters, resnorms] = cg_solve(A, b, tol, maxit, x0)
% CG_SOLVE  Conjugate gradient for symmetric positive definite A (dense).
n = numel(b);
if nargin < 5
    x0 = zeros(n, 1);
end
if nargin < 4
    maxit = 10 * n;
end
if nargin < 3
    tol = 1e-10;
end
x = x0;
r = b - A * x;
p = r;
rs = r' * r;
resnorms = sqrt(rs);
iters = 0;
while sqrt(rs) > tol * norm(b) && iters < maxit
    Ap = A * p;
    alpha = rs / (p' * Ap);
    x = x + alpha * p;
    r = r - alpha * Ap;
    rsnew = r' * r;
    p = r + (rsnew / rs) * p;
    rs = rsnew;
    iters = iters + 1;
    resnorms(end + 1) = sqrt(rs); %#ok<AGROW>
end
end
