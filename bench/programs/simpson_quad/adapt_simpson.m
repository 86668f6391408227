function [q, nevals] = adapt_simpson(f, a, b, tol, depth)
% ADAPT_SIMPSON  Adaptive Simpson quadrature by recursive bisection.
if nargin < 5
    depth = 0;
end
if nargin < 4
    tol = 1e-8;
end
c = (a + b) / 2;
fa = f(a);
fb = f(b);
fc = f(c);
whole = (b - a) / 6 * (fa + 4 * fc + fb);
[q, nevals] = refine(f, a, b, fa, fb, fc, whole, tol, depth);
nevals = nevals + 3;
end
