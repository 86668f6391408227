function counter = nested_functions()
% Nested functions share the variables of the function around them.
count = 0;
counter = @increment;
    function increment()
        count = count + 1;
        function deeper()
            count = 0;
        end
    end
    function reset
        count = 0;
    end
disp(count)
end
