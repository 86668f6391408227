function C = mat_mul(A, B)
% MAT_MUL  Product of 2x2 integer matrices. Integer matrices cannot use mtimes in MATLAB: multiply elementwise and sum.
C = zeros(2, 2, 'uint64');
for i = 1:2
    for j = 1:2
        C(i, j) = sum(A(i, :) .* B(:, j)');
    end
end
end
