function [v, pos] = parse_term(toks, pos)
% PARSE_TERM  term := factor {('*'|'/') factor}.
[v, pos] = parse_factor(toks, pos);
while pos <= numel(toks) && any(strcmp(toks(pos).text, {'*', '/'}))
    op = toks(pos).text;
    [w, pos] = parse_factor(toks, pos + 1);
    if op == '*'
        v = v * w;
    else
        v = v / w;
    end
end
end
