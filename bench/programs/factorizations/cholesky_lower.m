function L = cholesky_lower(A)
% CHOLESKY_LOWER  Cholesky factor L with A = L*L'; errors when A is not positive definite.
n = size(A, 1);
L = zeros(n);
for j = 1:n
    s = A(j, j) - L(j, 1:j-1) * L(j, 1:j-1)';
    if s <= 0
        error('cholesky_lower:notpd', 'matrix is not positive definite (pivot %d)', j);
    end
    L(j, j) = sqrt(s);
    for i = j+1:n
        L(i, j) = (A(i, j) - L(i, 1:j-1) * L(j, 1:j-1)') / L(j, j);
    end
end
end
