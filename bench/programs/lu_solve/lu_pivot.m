function [L, U, p] = lu_pivot(A)
% LU_PIVOT  LU factorization with partial pivoting: A(p,:) = L*U.
n = size(A, 1);
p = 1:n;
L = eye(n);
U = A;
for k = 1:n-1
    [~, r] = max(abs(U(k:n, k)));
    r = r + k - 1;
    if r ~= k
        U([k r], :) = U([r k], :);
        p([k r]) = p([r k]);
        L([k r], 1:k-1) = L([r k], 1:k-1);
    end
    for i = k+1:n
        L(i, k) = U(i, k) / U(k, k);
        U(i, k:n) = U(i, k:n) - L(i, k) * U(k, k:n);
    end
end
end
