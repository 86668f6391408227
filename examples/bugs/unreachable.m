function r = unreachable(x)
%UNREACHABLE The check after error never runs.
if x < 0
    error('unreachable:negative', 'x must not be negative');
    r = 0;
else
    r = sqrt(x);
end
end
