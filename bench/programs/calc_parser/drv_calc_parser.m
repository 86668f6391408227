function drv_calc_parser()
% Evaluates good and bad expressions; errors are caught and reported by identifier.
exprs = {'1 + 2 * 3', '(1 + 2) * 3', '2 ^ 3 ^ 2', '-4 + 10 / 4', '((7))', ...
         '3.5 * (2 - 0.5) / 0.25', '1 + ', '2 * (3 + 4', '5 $ 2', '1 2'};
nok = 0;
for k = 1:numel(exprs)
    s = exprs{k};
    try
        v = evaluate(s);
        nok = nok + 1;
        fprintf('%-24s = %g\n', s, v);
    catch err
        fprintf('%-24s ! %s: %s\n', s, err.identifier, err.message);
    end
end
fprintf('%d of %d evaluated\n', nok, numel(exprs));
end
