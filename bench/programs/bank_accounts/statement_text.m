function txt = statement_text(acct)
% STATEMENT_TEXT  A multi-line statement of an account.
lines = cell(1, numel(acct.history) + 1);
lines{1} = sprintf('%s (%s): %.2f', acct.owner, acct.kind, acct.balance);
for k = 1:numel(acct.history)
    h = acct.history(k);
    lines{k + 1} = sprintf('  %-9s %10.2f', h.op, h.amount);
end
txt = strjoin(lines, sprintf('\n'));
end
