function [v, pos] = parse_expr(toks, pos)
% PARSE_EXPR  expr := term {('+'|'-') term}, by recursive descent.
[v, pos] = parse_term(toks, pos);
while pos <= numel(toks) && strcmp(toks(pos).kind, 'op') && any(strcmp(toks(pos).text, {'+', '-'}))
    op = toks(pos).text;
    [w, pos] = parse_term(toks, pos + 1);
    switch op
        case '+'
            v = v + w;
        case '-'
            v = v - w;
    end
end
end
