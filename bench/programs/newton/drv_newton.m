function drv_newton()
% Square roots, a cubic, a transcendental equation, a complex root and a failure.
for a = [2 10 0.25]
    [r, it] = newton_solve(@(x) x.^2 - a, @(x) 2 * x, a);
    fprintf('sqrt(%g) = %.12f in %d steps\n', a, r, it);
end
[f, df] = make_poly([1 0 -2 -5]);
[r, it, ok] = newton_solve(f, df, 2);
fprintf('cubic root %.12f (%d, %d)\n', r, it, ok);
[r, it] = newton_solve(@(x) cos(x) - x, [], 1, 1e-10);
fprintf('cos(x)=x at %.10f (%d)\n', r, it);
[z, it] = newton_solve(@(z) z^2 + 1, @(z) 2 * z, 0.5 + 0.5i);
fprintf('complex root %.6f%+.6fi (%d)\n', real(z), imag(z), it);
try
    newton_solve(@(x) x^2 + 1, @(x) 2 * x, 0);
catch err
    fprintf('%s\n', err.message);
end
[~, it, ok] = newton_solve(@(x) atan(x), [], 1.5, [], 5);
fprintf('atan from 1.5: converged=%d after %d\n', ok, it);
end
