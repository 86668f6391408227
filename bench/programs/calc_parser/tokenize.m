function toks = tokenize(str)
% TOKENIZE  Splits an arithmetic expression into a struct array of tokens.
toks = struct('kind', {}, 'text', {}, 'value', {});
i = 1;
n = length(str);
while i <= n
    ch = str(i);
    if ch == ' '
        i = i + 1;
        continue;
    end
    if any(ch == '0123456789.')
        j = i;
        while j <= n && any(str(j) == '0123456789.')
            j = j + 1;
        end
        toks(end+1) = struct('kind', 'num', 'text', str(i:j-1), 'value', str2double(str(i:j-1)));
        i = j;
    elseif any(ch == '+-*/^()')
        toks(end+1) = struct('kind', 'op', 'text', ch, 'value', NaN);
        i = i + 1;
    else
        error('calc:lex', 'unexpected character ''%s'' at %d', ch, i);
    end
end
end
