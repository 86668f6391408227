function [total, names] = syntax_error(values, opts)
%SYNTAX_ERROR Holds one syntax error on purpose; everything else in the file is still checked.
%   [total, names] = syntax_error(values) sums VALUES and lists field names.
arguments
    values (1,:) double {mustBeFinite}
    opts.Scale (1,1) double = 1
end
hold on
total = 0;
for k = 1:numel(values)
    total = total + values(k) * opts.Scale;   %#ok<AGROW>
end
s = struct('a', 1, 'b', [1 -2]);
names = fieldnames(s)';
if total > 10
    disp(['big total: ' num2str(total)])
elseif total < 0
    warning('demo:negative', "negative total %g", total)
end
x = [1, 2 3;
     4, 5 6];
y = x(end, :)';      % the last row, as a column
bad = (total + ;     % <- a syntax error: the rest of the file is still parsed
names{end + 1} = helper(y);
end

function out = helper(v)
    out = sprintf('%d', numel(v));
end
