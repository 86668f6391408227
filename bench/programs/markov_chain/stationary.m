function [p, iters] = stationary(P, tol)
% STATIONARY  Stationary distribution by power iteration on a row-stochastic P.
if nargin < 2
    tol = 1e-12;
end
n = size(P, 1);
p = ones(1, n) / n;
iters = 0;
delta = inf;
while delta > tol
    q = p * P;
    delta = max(abs(q - p));
    p = q;
    iters = iters + 1;
    if iters >= 10000
        warning('markov:slow', 'no convergence');
        break;
    end
end
end
