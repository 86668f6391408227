function drv_fib_memo()
% Three Fibonacci implementations agree; the memo table is reused.
naive = zeros(1, 15);
for n = 0:14
    naive(n + 1) = fib_naive(n);
end
[f, memo] = fib_memo(60);
fprintf('F(60) = %d, memo filled %d of %d\n', f, nnz(~isnan(memo)), numel(memo));
fm = fib_memo(14);
fx = fib_matrix(90);
fprintf('naive F(14) = %d, memo %d, agree %d\n', naive(end), fm, naive(end) == fm);
fprintf('F(90) = %s (%s)\n', num2str(fx), class(fx));
ratios = naive(3:end) ./ naive(2:end-1);
fprintf('ratio -> %.8f\n', ratios(end));
end
