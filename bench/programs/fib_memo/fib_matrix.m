function f = fib_matrix(n)
% FIB_MATRIX  F(n) by repeated squaring of [1 1; 1 0], in uint64 to stay exact.
result = uint64(eye(2));
base = uint64([1 1; 1 0]);
k = n;
while k > 0
    if mod(k, 2) == 1
        result = mat_mul(result, base);
    end
    base = mat_mul(base, base);
    k = floor(k / 2);
end
f = result(1, 2);
end

