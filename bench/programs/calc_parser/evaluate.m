function v = evaluate(str)
% EVALUATE  Value of an arithmetic string; errors on bad input or trailing tokens.
toks = tokenize(str);
[v, pos] = parse_expr(toks, 1);
if pos <= numel(toks)
    error('calc:parse', 'trailing input at token %d', pos);
end
end
