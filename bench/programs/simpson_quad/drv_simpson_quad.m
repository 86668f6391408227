function drv_simpson_quad()
% Integrals of smooth, peaked and parametrised functions (closures over k).
[q, n] = adapt_simpson(@sin, 0, pi);
fprintf('int sin = %.10f (%d evals)\n', q, n);
[q, n] = adapt_simpson(@(x) 1 ./ (1 + 25 * x.^2), -1, 1, 1e-10);
fprintf('runge = %.10f vs %.10f (%d evals)\n', q, 2 * atan(5) / 5, n);
results = zeros(1, 4);
for k = 1:4
    g = @(x) x.^k .* exp(-x);
    results(k) = adapt_simpson(g, 0, 20, 1e-9);
end
fprintf('gamma-like: %s\n', mat2str(round(results * 1e6) / 1e6));
fprintf('sqrt singular-ish: %.6f\n', adapt_simpson(@sqrt, 0, 1, 1e-6));
end
