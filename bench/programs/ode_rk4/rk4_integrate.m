function [t, y] = rk4_integrate(f, tspan, y0, h)
% RK4_INTEGRATE  Classic fourth-order Runge-Kutta with a fixed step.
%   f is a handle f(t, y) returning a column vector; h defaults to 1/100 of the span.
if nargin < 4
    h = (tspan(2) - tspan(1)) / 100;
end
n = ceil((tspan(2) - tspan(1)) / h);
t = zeros(n + 1, 1);
y = zeros(n + 1, numel(y0));
t(1) = tspan(1);
y(1, :) = y0(:).';
for k = 1:n
    tk = t(k);
    yk = y(k, :).';
    k1 = f(tk, yk);
    k2 = f(tk + h/2, yk + h/2 * k1);
    k3 = f(tk + h/2, yk + h/2 * k2);
    k4 = f(tk + h, yk + h * k3);
    y(k + 1, :) = (yk + h/6 * (k1 + 2*k2 + 2*k3 + k4)).';
    t(k + 1) = tk + h;
end
end
