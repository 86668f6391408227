function [v, pos] = parse_factor(toks, pos)
% PARSE_FACTOR  factor := ['-'] primary ['^' factor]; primary := number | '(' expr ')'.
if pos > numel(toks)
    error('calc:parse', 'unexpected end of input');
end
t = toks(pos);
if strcmp(t.text, '-')
    [v, pos] = parse_factor(toks, pos + 1);
    v = -v;
    return;
end
if strcmp(t.kind, 'num')
    v = t.value;
    pos = pos + 1;
elseif strcmp(t.text, '(')
    [v, pos] = parse_expr(toks, pos + 1);
    if pos > numel(toks) || ~strcmp(toks(pos).text, ')')
        error('calc:parse', 'missing closing parenthesis');
    end
    pos = pos + 1;
else
    error('calc:parse', 'unexpected token %s', t.text);
end
if pos <= numel(toks) && strcmp(toks(pos).text, '^')
    [e, pos] = parse_factor(toks, pos + 1);
    v = v ^ e;
end
end
