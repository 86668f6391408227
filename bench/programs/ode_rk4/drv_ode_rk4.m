function drv_ode_rk4()
% Integrates damped and undamped oscillators and a scalar logistic equation.
omega = 2;
f = oscillator(omega, 0);
[t, y] = rk4_integrate(f, [0 5], [1; 0], 0.01);
e = energy(y, omega);
fprintf('undamped: t_end=%.2f x=%.6f drift=%.3e\n', t(end), y(end, 1), max(abs(e - e(1))));
g = oscillator(omega, 0.1);
[t2, y2] = rk4_integrate(g, [0 5], [1; 0]);
fprintf('damped: steps=%d x=%.6f\n', numel(t2) - 1, y2(end, 1));
r = 1.5;
logistic = @(t, p) r * p * (1 - p);
[~, p] = rk4_integrate(logistic, [0 10], 0.01, 0.05);
fprintf('logistic: p(end)=%.6f\n', p(end));
end
