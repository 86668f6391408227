function [top, bottom] = alignment(a, b, D)
% ALIGNMENT  Walks the DP table back to an alignment, gaps shown as '-'.
i = length(a) + 1;
j = length(b) + 1;
top = '';
bottom = '';
while i > 1 || j > 1
    if i > 1 && j > 1 && D(i, j) == D(i-1, j-1) + (a(i-1) ~= b(j-1))
        top = [a(i-1), top]; %#ok<AGROW>
        bottom = [b(j-1), bottom]; %#ok<AGROW>
        i = i - 1;
        j = j - 1;
    elseif i > 1 && D(i, j) == D(i-1, j) + 1
        top = [a(i-1), top]; %#ok<AGROW>
        bottom = ['-', bottom]; %#ok<AGROW>
        i = i - 1;
    else
        top = ['-', top]; %#ok<AGROW>
        bottom = [b(j-1), bottom]; %#ok<AGROW>
        j = j - 1;
    end
end
end
