function [f, memo] = fib_memo(n, memo)
% FIB_MEMO  Recursive Fibonacci with a memo table threaded through the calls (memo(k+1) = F(k)).
if nargin < 2
    memo = nan(1, n + 1);
    memo(1) = 0;
    if n >= 1
        memo(2) = 1;
    end
end
if ~isnan(memo(n + 1))
    f = memo(n + 1);
    return;
end
[a, memo] = fib_memo(n - 1, memo);
[b, memo] = fib_memo(n - 2, memo);
f = a + b;
memo(n + 1) = f;
end
