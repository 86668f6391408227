% A script may define local functions after its code.
x = 3;
y = square(x);
disp(y)

function r = square(v)
    r = v.^2;
end

function show(v)
    fprintf('%d\n', v);
end
