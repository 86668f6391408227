function errors_recovery()
% A syntax error in one function leaves the other functions intact.
a = 1;
b = first(a);
end

function r = first(x)
    r = x +* 2;
    y = [1 2;
    z = 3;
end

function r = second(x)
    r = x * 2;
end
