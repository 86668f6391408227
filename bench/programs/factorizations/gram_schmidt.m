function [Q, R] = gram_schmidt(A)
% GRAM_SCHMIDT  Thin QR by modified Gram-Schmidt.
[m, n] = size(A);
Q = zeros(m, n);
R = zeros(n, n);
V = A;
for j = 1:n
    R(j, j) = norm(V(:, j));
    Q(:, j) = V(:, j) / R(j, j);
    for k = j+1:n
        R(j, k) = Q(:, j)' * V(:, k);
        V(:, k) = V(:, k) - R(j, k) * Q(:, j);
    end
end
end
