function y = horner(p, x)
% HORNER  Evaluates the polynomial p at every element of x.
y = zeros(size(x));
for k = 1:numel(p)
    y = y .* x + p(k);
end
end
