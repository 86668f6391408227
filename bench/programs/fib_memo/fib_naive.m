function f = fib_naive(n)
% FIB_NAIVE  Exponential-time recursive Fibonacci.
if n < 2
    f = n;
else
    f = fib_naive(n - 1) + fib_naive(n - 2);
end
end
