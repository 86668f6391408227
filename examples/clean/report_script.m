% REPORT_SCRIPT Builds a small report from random data with the functions of this folder.
data = rand(100, 3);
s = summarize(data, {'alpha', 'beta', 'gamma'});
smooth = running_mean(data(:, 1)', 5);
acct = Account(10);
acct.deposit(5);
fprintf('%s: mean %.3f\n', s(1).name, s(1).mean);
fprintf('smoothed %d values, balance %g\n', numel(smooth), acct.Balance);
