function drv_bank_accounts()
% A struct array of accounts, a script of transactions, failures caught and counted.
accts = open_account('ann', 'savings', 100);
accts(2) = open_account('bob', 'checking');
accts(3) = open_account('cyd', 'business', 5000);
ops = {1, 'deposit', 50; 2, 'deposit', 20; 2, 'withdraw', 30; 1, 'interest', 0; ...
       3, 'withdraw', 1200.5; 1, 'Withdraw', 10; 2, 'transfer', 5; 3, 'deposit', 0.25};
failed = 0;
for k = 1:size(ops, 1)
    [who, op, amt] = ops{k, :};
    try
        accts(who) = apply_transaction(accts(who), op, amt);
    catch err
        failed = failed + 1;
        fprintf('failed: %s\n', err.message);
    end
end
for k = 1:numel(accts)
    disp(statement_text(accts(k)));
end
total = sum([accts.balance]);
rich = {accts([accts.balance] > 100).owner};
fprintf('total %.2f, %d failed, rich: %s\n', total, failed, strjoin(rich, ', '));
try
    open_account('dan', 'crypto');
catch err
    fprintf('%s\n', err.identifier);
end
end
