function [x, iters, converged] = newton_solve(f, df, x0, tol, maxit)
% NEWTON_SOLVE  Newton's method; df may be empty, then a central difference is used.
if nargin < 5
    maxit = 50;
end
if nargin < 4 || isempty(tol)
    tol = 1e-12;
end
if isempty(df)
    h = 1e-6;
    df = @(x) (f(x + h) - f(x - h)) / (2 * h);
end
x = x0;
converged = false;
for iters = 1:maxit
    fx = f(x);
    dfx = df(x);
    if dfx == 0
        error('newton:flat', 'zero derivative at x = %g', x);
    end
    step = fx / dfx;
    x = x - step;
    if abs(step) < tol * max(1, abs(x))
        converged = true;
        return;
    end
end
end
