function x = lu_apply(L, U, p, b)
% LU_APPLY  Solves A*x = b given the factors of lu_pivot.
n = numel(b);
c = b(p);
z = zeros(n, 1);
for i = 1:n
    z(i) = c(i) - L(i, 1:i-1) * z(1:i-1);
end
x = zeros(n, 1);
for i = n:-1:1
    x(i) = (z(i) - U(i, i+1:n) * x(i+1:n)) / U(i, i);
end
end
