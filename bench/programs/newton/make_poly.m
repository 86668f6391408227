function [f, df] = make_poly(coeffs)
% MAKE_POLY  A polynomial and its derivative as handles (closures over the coefficients).
dc = coeffs(1:end-1) .* (numel(coeffs)-1:-1:1);
f = @(x) polyval(coeffs, x);
df = @(x) polyval(dc, x);
end
