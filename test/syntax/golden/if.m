% if / elseif / else.
if x > 0
    y = 1;
elseif x < 0
    y = -1;
else
    y = 0;
end
if x, y = 1, end
if (a && b) || c
    disp('yes')
end
if isempty(v); return; end
if ~done
elseif k == 2, k = 3;
else, k = 4;
end
if x % the condition explains itself
    y = 2;
end
if x(end) == 'a', y = 1; end
if a
    b = 1;
else if c
    b = 2;
    end
end
