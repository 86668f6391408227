function drv_polyfit_ls()
% Fits noisy-free and perturbed data, compares with polyfit and the normal equations.
x = linspace(-1, 1, 21);
y = 3 * x.^3 - x + 0.5;
for deg = 1:4
    [p, r] = vander_fit(x, y, deg);
    fprintf('deg %d: resid %.3e, p = %s\n', deg, r, mat2str(round(p * 1e6) / 1e6));
end
noise = 0.01 * sin(37 * x);
[p3, r3] = vander_fit(x, y + noise, 3);
q3 = normal_fit(x, y + noise, 3);
ref = polyfit(x, y + noise, 3);
fprintf('noisy: resid %.4f, vs polyfit %.2e, vs normal %.2e\n', r3, norm(p3 - ref), norm(q3 - ref));
xx = [0.3 0.7; -0.2 1.5];
fprintf('horner ok: %d\n', max(max(abs(horner(p3, xx) - polyval(p3, xx)))) < 1e-12);
end
